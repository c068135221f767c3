"""Management commands of the vets app."""
