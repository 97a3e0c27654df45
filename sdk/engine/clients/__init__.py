"""How resources reach services: client plug-ins, their exceptions and progress helpers."""
