# The compiled build of phase_c.py (setup.py; pure Python ignores this file): the mixin as an
# extension type, a link of BoraBoraState's chain of bases (fields: gods.pxd), and the task
# measures typed to read its fields as C fields (not _material: Cython compiles no closure in
# a cpdef function).
from meeple.games.borabora.gods cimport GodsAndPeople


cdef class PhaseC(GodsAndPeople):  # cpdef: the methods others call by name (C calls)
    cpdef _jewelry_column(self)
    cpdef _task_options(self, frame, public)
    cpdef _yellow_payable(self, p, task)
    cpdef _complete_task(self, p, task, vp)
    cpdef _task_shortfall(self, p, task)

cpdef list _men(GodsAndPeople s, object p)
cpdef list _women(GodsAndPeople s, object p)
cpdef _priests_in_temple(GodsAndPeople s, object p)
cpdef list _jewels(GodsAndPeople s, object p)
cpdef tuple _regions_where(GodsAndPeople s, object p, object pred)
