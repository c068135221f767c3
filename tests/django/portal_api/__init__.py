"""The Django project of the test backend: settings and URLs."""
