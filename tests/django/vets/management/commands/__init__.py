"""The seed command."""
