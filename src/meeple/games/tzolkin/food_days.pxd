# C types for the compiled build of food_days.py (setup.py; pure Python ignores this file).
# Only gear indices, positions and seats: small by the rules.
cimport cython

@cython.locals(g=Py_ssize_t, gear=list, beyond=Py_ssize_t, w=long)
cpdef _turn_gears(list gears, list on_gear, list free)
