# The compiled build of board.py (setup.py; pure Python ignores this file): the Board as an
# extension type, so the rules' `self.board.x` (a `Board` field, gods.pxd) is a C field read,
# not a look-up in an instance dict. The tables are tuples and dicts (as board.py makes
# them); the counts stay Python ints.

cdef class Board:
    cdef public tuple region_names, region_island, region_type, region_good, region_cell
    cdef public tuple links, paths, fish_kinds, fish_kind, fish_value, status_labels
    cdef public tuple temple_numbers, ceremony_material, material_spaces, ceremony_cell, ceremony_pairs
    cdef public tuple tile_ability, tile_kind, tile_value, jewelry_kinds, jewel_kind, jewel_value, kind_jewels
    cdef public tuple tasks, task_label, light_tasks, dark_tasks, notation
    cdef public dict region_index, task_index, cheapest, material_pair
    cdef public object num_regions, all_regions_mask, status_last, lowest_temple, num_ceremony
    cdef public object hut_grid_empty_space, num_men, num_tiles, num_jewels
