"""The vet's wallet: balance, transaction history, withdrawal and top-up (load-wallet)."""
import uuid

from django.db import transaction
from django.db.models import Case, DecimalField, F, Sum, When
from django.utils import timezone
from rest_framework import generics
from rest_framework.response import Response
from rest_framework.views import APIView

from ..models import Order, Transaction
from ..permissions import IsVerifiedVet, profile_of
from ..serializers import (
    AmountSerializer,
    LoadWalletSerializer,
    TransactionSerializer,
    WalletBalanceSerializer,
)
from ..throttles import throttles
from .common import error

def balance_of(user):
    """Credits less debits."""
    signed = Case(
        When(transaction_type="credit", then=F("amount")),
        default=-F("amount"),
        output_field=DecimalField(max_digits=12, decimal_places=2),
    )
    return Transaction.objects.filter(user=user).aggregate(total=Sum(signed))["total"] or 0


def escrow_of(user):
    """The fees of the vet's open orders, paid once each report is sent."""
    open_orders = Order.objects.filter(vet=user, status="pending", vet_completed=False)
    return open_orders.aggregate(total=Sum("inspection_fees"))["total"] or 0


def balance_text(user):
    return WalletBalanceSerializer({"balance": balance_of(user), "escrow_balance": 0}).data[
        "balance"
    ]


class WalletBalanceView(APIView):
    permission_classes = [IsVerifiedVet]

    def get(self, request):
        wallet = {"balance": balance_of(request.user), "escrow_balance": escrow_of(request.user)}
        return Response(WalletBalanceSerializer(wallet).data)


class TransactionHistoryView(generics.ListAPIView):
    """Oldest first."""

    serializer_class = TransactionSerializer
    permission_classes = [IsVerifiedVet]
    throttle_classes = throttles()

    def get_queryset(self):
        return Transaction.objects.filter(user=self.request.user)


class WithdrawView(APIView):
    permission_classes = [IsVerifiedVet]

    def post(self, request):
        serializer = AmountSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        amount = serializer.validated_data["amount"]
        profile = profile_of(request.user)
        if profile.account_number == 0 or profile.bank_name in ("", "0"):
            return error(400, "No Bank Account - Go To Settings")
        with transaction.atomic():
            if amount > balance_of(request.user):
                return error(400, "Insufficient Balance")
            Transaction.objects.create(
                user=request.user,
                reference=f"WD-{uuid.uuid4().hex[:12].upper()}",
                created_at=timezone.now(),
                description="Withdrawal to bank account",
                transaction_type="debit",
                amount=amount,
            )
        return Response(
            {
                "message": "Disbursement will be made within 24 - 48 business hours.",
                "balance": balance_text(request.user),
            }
        )


class LoadWalletView(APIView):
    """Credits a card payment once per reference (this test backend does not ask the provider)."""

    permission_classes = [IsVerifiedVet]

    def post(self, request):
        serializer = LoadWalletSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        seen = Transaction.objects.filter(reference=data["transaction_ref"]).first()
        if seen is not None:
            if seen.user_id != request.user.pk:
                return error(400, "Payment could not be verified.")
            return Response(
                {
                    "message": "Already processed.",
                    "duplicate": True,
                    "balance": balance_text(request.user),
                }
            )
        credit = Transaction.objects.create(
            user=request.user,
            reference=data["transaction_ref"],
            created_at=timezone.now(),
            description=data["description"],
            transaction_type="credit",
            amount=data["amount"],
        )
        return Response(
            {
                "message": "Wallet loaded successfully.",
                "duplicate": False,
                "amount": TransactionSerializer(credit).data["amount"],
                "balance": balance_text(request.user),
            }
        )
