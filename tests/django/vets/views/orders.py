"""The vet's orders: the two lists, appointment, cancellation, and the inspection report."""
from django.db import transaction
from django.utils import timezone
from rest_framework import generics, status
from rest_framework.response import Response
from rest_framework.views import APIView

from .. import stats
from ..models import Order, ReportSend, Transaction
from ..permissions import IsVerifiedVet
from ..serializers import AppointmentSerializer, OrderSerializer, ReportSerializer
from ..throttles import throttles
from .common import ORDER_NOT_FOUND, error, own_order, own_orders


def order_answer(request, message, order, code=status.HTTP_200_OK):
    fresh = own_order(request.user, order.pk)
    data = OrderSerializer(fresh, context={"request": request}).data
    return Response({"message": message, "order": data}, status=code)


def not_open(order):
    """Why an order can no longer take an appointment or a first report (None: it can)."""
    if order.status == "cancelled":
        return "This order has been cancelled."
    if order.vet_completed:
        return "A report was already sent for this order. Use update instead."
    return None


class AssignedOrdersView(generics.ListAPIView):
    """The vet's open orders (the pending tab)."""

    serializer_class = OrderSerializer
    permission_classes = [IsVerifiedVet]
    throttle_classes = throttles()

    def get_queryset(self):
        return own_orders(self.request.user).filter(status="pending", vet_completed=False)


class CompletedOrdersView(AssignedOrdersView):
    def get_queryset(self):
        return own_orders(self.request.user).filter(status="completed", vet_completed=True)


class SetAppointmentView(APIView):
    permission_classes = [IsVerifiedVet]

    def post(self, request, order_id):
        order = own_order(request.user, order_id)
        if order is None:
            return error(404, ORDER_NOT_FOUND)
        problem = not_open(order)
        if problem:
            return error(400, problem)
        serializer = AppointmentSerializer(order, data=request.data)
        serializer.is_valid(raise_exception=True)
        serializer.save()
        return order_answer(request, "Appointment set successfully.", order)


class CancelOrderView(APIView):
    permission_classes = [IsVerifiedVet]

    def post(self, request, order_id):
        order = own_order(request.user, order_id)
        if order is None:
            return error(404, ORDER_NOT_FOUND)
        if order.status == "cancelled":
            return error(400, "This order was already cancelled.")
        if order.vet_completed:
            return error(400, "A completed order cannot be cancelled.")
        Order.objects.filter(pk=order.pk).update(status="cancelled", modified_at=timezone.now())
        return Response({"message": "Order cancelled."})


class SendReportView(APIView):
    """The first report: completes the order and pays its fee, once."""

    permission_classes = [IsVerifiedVet]

    def post(self, request, order_id):
        stats.bump("report_posts")
        order = own_order(request.user, order_id)
        if order is None:
            return error(404, ORDER_NOT_FOUND)
        problem = not_open(order)
        if problem:
            return error(400, problem)
        serializer = ReportSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        report = serializer.validated_data
        with transaction.atomic():
            # One conditional UPDATE: of two sends at once, only one finds the order open.
            still_open = Order.objects.filter(pk=order.pk, status="pending", vet_completed=False)
            taken = still_open.update(
                inspection_health_state=report["inspection_health_state"],
                inspection_description=report["inspection_description"],
                vet_completed=True,
                status="completed",
                modified_at=timezone.now(),
            )
            if not taken:
                return error(400, "A report was already sent for this order. Use update instead.")
            certificate = report.get("certificate_of_safety")
            if certificate is not None:
                order.certificate_of_safety.save(certificate.name, certificate, save=False)
                Order.objects.filter(pk=order.pk).update(
                    certificate_of_safety=order.certificate_of_safety.name
                )
            if order.inspection_fees > 0:
                Transaction.objects.create(
                    user=request.user,
                    reference=f"INS-{order.order_number}",
                    created_at=timezone.now(),
                    description=f"Inspection fee for order {order.order_number}",
                    transaction_type="credit",
                    amount=order.inspection_fees,
                )
            ReportSend.objects.create(order=order)
        return order_answer(
            request, "Inspection report sent successfully.", order, status.HTTP_201_CREATED
        )


class UpdateReportView(APIView):
    """A completed order's report changed: any of state, description, certificate."""

    permission_classes = [IsVerifiedVet]

    def patch(self, request, order_id):
        order = own_order(request.user, order_id)
        if order is None:
            return error(404, ORDER_NOT_FOUND)
        if not order.vet_completed or order.status != "completed":
            return error(400, "Only the report of a completed order can be updated.")
        serializer = ReportSerializer(data=request.data, partial=True)
        serializer.is_valid(raise_exception=True)
        report = serializer.validated_data
        if not report:
            return error(400, "Send at least one of health status, description or certificate.")
        for field in ("inspection_health_state", "inspection_description"):
            if field in report:
                setattr(order, field, report[field])
        if "certificate_of_safety" in report:
            certificate = report["certificate_of_safety"]
            order.certificate_of_safety.save(certificate.name, certificate, save=False)
        order.save()
        return order_answer(request, "Inspection report updated successfully.", order)
