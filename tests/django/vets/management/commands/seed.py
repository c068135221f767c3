"""manage.py seed: writes the demo vets, sellers, orders and wallets into an empty database."""
from datetime import time, timedelta
from decimal import Decimal

from django.contrib.auth.models import User
from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils import timezone

from vets import demo_data
from vets.models import Order, Product, Seller, Transaction, VetApplication, VetProfile

DAY = timedelta(days=1)
TOP_UP = Decimal("1500.00")
WITHDRAWAL = Decimal("800.00")


class Command(BaseCommand):
    help = "Seeds an empty database with the demo accounts (password Passw0rd!)."

    @transaction.atomic
    def handle(self, *args, **options):
        if User.objects.exists():
            self.stdout.write("Already seeded.")
            return
        self.now = timezone.now()
        sellers = [self.seller(*row) for row in demo_data.SELLERS]
        number = 100
        for vet in demo_data.VETS:
            user = self.vet(vet)
            plan = demo_data.ORDER_PLAN.get(vet["email"])
            if plan:
                completed = self.orders(user, plan, sellers, number)
                self.wallet(user, plan["transactions"], completed)
                number += 50

    def vet(self, vet):
        user = User.objects.create_user(vet["email"], vet["email"], demo_data.PASSWORD)
        account, bank = vet.get("bank", (0, "0"))
        VetProfile.objects.create(
            user=user,
            first_name=vet["name"][0],
            last_name=vet["name"][1],
            phone=vet["phone"],
            account_number=account,
            bank_name=bank,
            is_verified=vet.get("verified", False),
            is_disabled=vet.get("disabled", False),
        )
        application = dict(vet.get("application") or {})
        if application:
            days_ago = application.pop("days_ago")
            application["is_declined"] = application.pop("declined", False)
            VetApplication.objects.create(
                user=user, created_at=self.now - days_ago * DAY, **application
            )
        return user

    def seller(self, email, first_name, last_name, phone):
        user = User.objects.create_user(email, email)  # no usable password: sellers use the app
        return Seller.objects.create(
            user=user, first_name=first_name, last_name=last_name, phone=phone
        )

    def orders(self, user, plan, sellers, first_number):
        """The vet's orders, oldest first: completed, then cancelled, then pending."""
        kinds = (
            ["completed"] * plan["completed"]
            + ["cancelled"] * plan["cancelled"]
            + ["pending"] * plan["pending"]
        )
        completed = []
        for index, kind in enumerate(kinds):
            days_ago = 2 * (len(kinds) - index)
            created_at = self.now - days_ago * DAY - timedelta(hours=3)
            title, animal, description, price, location, address, fee = demo_data.LIVESTOCK[
                index % len(demo_data.LIVESTOCK)
            ]
            order = Order(
                order_number=f"ORD-{self.now.year}-{first_number + index:04d}",
                vet=user,
                seller=sellers[index % len(sellers)],
                created_at=created_at,
                delivery_address=address,
                inspection_fees=Decimal(fee),
                status=kind,
            )
            if kind == "completed":
                state, report = demo_data.REPORTS[index % len(demo_data.REPORTS)]
                appointment = timezone.localtime(created_at + DAY)
                order.appointment_date = appointment.date()
                order.appointment_time = time(9, 30)
                order.appointment_location = f"Main gate, {address}"
                order.inspection_health_state = state
                order.inspection_description = report
                order.vet_completed = True
                completed.append(order)
            order.save()
            Product.objects.create(
                order=order,
                post_title=title,
                animal_type=animal,
                description=description,
                price=Decimal(price),
                product_location=location,
            )
        return completed

    def wallet(self, user, count, completed):
        """One fee credit per completed order, the rest alternate top-ups and withdrawals."""
        for order in completed[:count]:
            self.transaction(
                user,
                f"INS-{order.order_number}",
                order.created_at + 2 * DAY,
                f"Inspection fee for order {order.order_number}",
                "credit",
                order.inspection_fees,
            )
        others = max(count - len(completed), 0)
        for index in range(others):
            when = self.now - (180 - index * (170 // max(others, 1))) * DAY
            if index % 2 == 0:
                reference, kind, amount = f"TOP-{user.pk}-{index:03d}", "credit", TOP_UP
                description = "Balance Topup"
            else:
                reference, kind, amount = f"WD-{user.pk}-{index:03d}", "debit", WITHDRAWAL
                description = "Withdrawal to bank account"
            self.transaction(user, reference, when, description, kind, amount)

    def transaction(self, user, reference, created_at, description, kind, amount):
        Transaction.objects.create(
            user=user,
            reference=reference,
            created_at=created_at,
            description=description,
            transaction_type=kind,
            amount=amount,
        )
