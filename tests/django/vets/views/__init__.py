"""The API views, one module per area: auth, profile, orders, wallet, test stats."""
