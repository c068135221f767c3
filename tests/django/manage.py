#!/usr/bin/env python3
"""Django's command-line entry for the test backend (migrate, seed, runserver)."""
import os
import sys

if __name__ == "__main__":
    sys.dont_write_bytecode = True  # no __pycache__ folders in the repository
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal_api.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
