"""The marketplace app the portal talks to: vets, orders, wallet."""
