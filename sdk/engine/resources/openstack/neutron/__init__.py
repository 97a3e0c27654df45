"""Neutron resource bases."""
