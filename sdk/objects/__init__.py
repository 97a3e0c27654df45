"""Heat's heat/objects: the few engine records in-tree resources query."""
