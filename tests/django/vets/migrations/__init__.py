"""Migrations of the vets app."""
