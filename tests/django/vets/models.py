"""The tables: vet profiles, applications, sellers, orders, products, transactions."""
from django.conf import settings
from django.db import models

User = settings.AUTH_USER_MODEL

HEALTH_STATES = [(s, s) for s in ("Excellent", "Good", "Average", "Poor")]
QUALIFICATIONS = [(q, q) for q in ("Degree", "Diploma", "Certificate")]
COMMUNICATION_MEANS = [(c, c) for c in ("both", "phone", "email")]
ORDER_STATUSES = [(s, s) for s in ("pending", "completed", "cancelled")]
TRANSACTION_TYPES = [(t, t) for t in ("credit", "debit")]


def money(**options):
    return models.DecimalField(max_digits=12, decimal_places=2, **options)


class VetProfile(models.Model):
    """A vet's account details; 0 and "0" as bank details mean no bank account."""

    user = models.OneToOneField(User, on_delete=models.CASCADE, related_name="profile")
    role = models.CharField(max_length=20, default="vet")
    first_name = models.CharField(max_length=150, blank=True, default="")
    last_name = models.CharField(max_length=150, blank=True, default="")
    phone = models.CharField(max_length=20, blank=True, null=True)
    profile_picture = models.FileField(upload_to="pictures/", blank=True, null=True)
    communication_means = models.CharField(
        max_length=10, choices=COMMUNICATION_MEANS, default="both"
    )
    account_number = models.BigIntegerField(default=0)
    bank_name = models.CharField(max_length=100, default="0")
    bank_confirmation_certificate = models.FileField(
        upload_to="documents/", blank=True, null=True
    )
    is_verified = models.BooleanField(default=False)
    is_disabled = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
    modified_at = models.DateTimeField(auto_now=True)


class VetApplication(models.Model):
    """A clinic application; the vet's last one is the current one."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="applications")
    clinic_name = models.CharField(max_length=255)
    clinic_phone = models.CharField(max_length=20)
    clinic_ID_number = models.CharField(max_length=20)
    location = models.CharField(max_length=255)
    address = models.CharField(max_length=500)
    vet_latitude = models.DecimalField(max_digits=9, decimal_places=6)
    vet_longitude = models.DecimalField(max_digits=9, decimal_places=6)
    qualification_type = models.CharField(max_length=20, choices=QUALIFICATIONS)
    identity_document = models.FileField(upload_to="documents/", blank=True, null=True)
    proof_of_qualification = models.FileField(upload_to="documents/", blank=True, null=True)
    certification = models.FileField(upload_to="documents/", blank=True, null=True)
    savc_practice_licence = models.FileField(upload_to="documents/", blank=True, null=True)
    is_declined = models.BooleanField(default=False)
    created_at = models.DateTimeField()
    modified_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["id"]


class Seller(models.Model):
    """The farmer selling the livestock, a user of the marketplace too."""

    user = models.OneToOneField(User, on_delete=models.CASCADE, related_name="seller")
    first_name = models.CharField(max_length=150)
    last_name = models.CharField(max_length=150)
    phone = models.CharField(max_length=20, blank=True, null=True)
    profile_picture = models.FileField(upload_to="pictures/", blank=True, null=True)


class Order(models.Model):
    """A purchase the vet inspects: appointment, then report (which completes it)."""

    order_number = models.CharField(max_length=30, unique=True)
    vet = models.ForeignKey(User, on_delete=models.CASCADE, related_name="orders")
    seller = models.ForeignKey(Seller, on_delete=models.CASCADE, related_name="orders")
    created_at = models.DateTimeField()
    delivery_address = models.CharField(max_length=500)
    appointment_date = models.DateField(null=True, blank=True)
    appointment_time = models.TimeField(null=True, blank=True)
    appointment_location = models.CharField(max_length=255, null=True, blank=True)
    inspection_health_state = models.CharField(
        max_length=10, choices=HEALTH_STATES, null=True, blank=True
    )
    inspection_description = models.TextField(null=True, blank=True)
    certificate_of_safety = models.FileField(upload_to="certificates/", null=True, blank=True)
    inspection_fees = money()
    vet_completed = models.BooleanField(default=False)
    status = models.CharField(max_length=10, choices=ORDER_STATUSES, default="pending")
    modified_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["created_at", "id"]


class Product(models.Model):
    """The livestock of an order (the portal shows the first)."""

    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="products")
    prod_picture = models.FileField(upload_to="pictures/", null=True, blank=True)
    post_title = models.CharField(max_length=255)
    animal_type = models.CharField(max_length=50)
    description = models.TextField()
    price = money()
    product_location = models.CharField(max_length=255)

    class Meta:
        ordering = ["id"]


class Transaction(models.Model):
    """A wallet movement; the balance is the credits less the debits."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="transactions")
    reference = models.CharField(max_length=100, unique=True)
    created_at = models.DateTimeField()
    description = models.CharField(max_length=255)
    transaction_type = models.CharField(max_length=10, choices=TRANSACTION_TYPES)
    amount = money()
    modified_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["created_at", "id"]


class ReportSend(models.Model):
    """Test bookkeeping: one row per inspection report the server accepted."""

    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="report_sends")
    created_at = models.DateTimeField(auto_now_add=True)
