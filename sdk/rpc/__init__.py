"""Heat's heat/rpc: the engine API, answered in-process (client.py)."""
