"""Helpers the views share: the {"error": ...} answer and the vet's own orders."""
from rest_framework.response import Response

from ..models import Order

ORDER_NOT_FOUND = "Order not found."


def error(status, message):
    return Response({"error": message}, status=status)


def own_orders(user):
    return (
        Order.objects.filter(vet=user)
        .select_related("seller__user")
        .prefetch_related("products")
    )


def own_order(user, order_id):
    return own_orders(user).filter(pk=order_id).first()
