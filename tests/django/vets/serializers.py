"""DRF serializers: what the portal reads (profile, orders, wallet) and the bodies it sends."""
from django.contrib.auth.models import User
from django.contrib.auth.password_validation import validate_password
from django.utils import timezone
from rest_framework import serializers
from rest_framework.validators import UniqueValidator
from rest_framework_simplejwt.serializers import TokenObtainPairSerializer

from .models import (
    HEALTH_STATES,
    Order,
    Product,
    Seller,
    Transaction,
    VetApplication,
    VetProfile,
)

APPOINTMENT_DATE_FORMATS = ["%d-%m-%Y", "iso-8601"]
APPOINTMENT_TIME_FORMATS = ["%I:%M %p", "iso-8601"]


class UserSerializer(serializers.ModelSerializer):
    class Meta:
        model = User
        fields = ["id", "username", "email"]


class ApplicationSerializer(serializers.ModelSerializer):
    class Meta:
        model = VetApplication
        exclude = ["user"]
        read_only_fields = ["is_declined", "created_at"]
        extra_kwargs = {
            name: {"required": True, "allow_null": False}
            for name in [
                "identity_document",
                "proof_of_qualification",
                "certification",
                "savc_practice_licence",
            ]
        }


class ReapplySerializer(ApplicationSerializer):
    """A re-application: the same fields but the clinic phone and ID number, which stay."""

    class Meta(ApplicationSerializer.Meta):
        read_only_fields = ["is_declined", "created_at", "clinic_phone", "clinic_ID_number"]


class ProfileSerializer(serializers.ModelSerializer):
    user = UserSerializer(read_only=True)
    clinic_name = serializers.SerializerMethodField()
    has_applied = serializers.SerializerMethodField()
    applications = ApplicationSerializer(many=True, read_only=True, source="user.applications")

    class Meta:
        model = VetProfile
        fields = [
            "id",
            "first_name",
            "last_name",
            "phone",
            "user",
            "profile_picture",
            "communication_means",
            "account_number",
            "bank_name",
            "bank_confirmation_certificate",
            "clinic_name",
            "has_applied",
            "is_verified",
            "is_disabled",
            "applications",
            "modified_at",
        ]
        read_only_fields = ["is_verified", "is_disabled"]

    def get_clinic_name(self, profile):
        last = profile.user.applications.last()
        return last.clinic_name if last else ""

    def get_has_applied(self, profile):
        return profile.user.applications.exists()


class SellerSerializer(serializers.ModelSerializer):
    user = serializers.SerializerMethodField()

    class Meta:
        model = Seller
        fields = ["first_name", "last_name", "phone", "profile_picture", "user"]

    def get_user(self, seller):
        return {"email": seller.user.email}


class ProductSerializer(serializers.ModelSerializer):
    # The marketplace sends the price as a JSON number, every other amount as text.
    price = serializers.DecimalField(max_digits=12, decimal_places=2, coerce_to_string=False)

    class Meta:
        model = Product
        exclude = ["order"]


class OrderSerializer(serializers.ModelSerializer):
    seller = SellerSerializer(read_only=True)
    products = ProductSerializer(many=True, read_only=True)

    class Meta:
        model = Order
        exclude = ["vet"]


class AppointmentSerializer(serializers.ModelSerializer):
    appointment_date = serializers.DateField(input_formats=APPOINTMENT_DATE_FORMATS)
    appointment_time = serializers.TimeField(input_formats=APPOINTMENT_TIME_FORMATS)
    appointment_location = serializers.CharField(max_length=255)

    class Meta:
        model = Order
        fields = ["appointment_date", "appointment_time", "appointment_location"]

    def validate_appointment_date(self, value):
        if value < timezone.localdate():
            raise serializers.ValidationError("The appointment date cannot be in the past.")
        return value


class ReportSerializer(serializers.Serializer):
    """The report's multipart fields: both texts required to send, any one to update."""

    inspection_health_state = serializers.ChoiceField(choices=HEALTH_STATES)
    inspection_description = serializers.CharField(max_length=5000)
    certificate_of_safety = serializers.FileField(required=False)


class TransactionSerializer(serializers.ModelSerializer):
    class Meta:
        model = Transaction
        exclude = ["user"]


class WalletBalanceSerializer(serializers.Serializer):
    balance = serializers.DecimalField(max_digits=12, decimal_places=2)
    escrow_balance = serializers.DecimalField(max_digits=12, decimal_places=2)


class AmountSerializer(serializers.Serializer):
    amount = serializers.DecimalField(max_digits=12, decimal_places=2, min_value=0.01)


class LoadWalletSerializer(AmountSerializer):
    transaction_ref = serializers.CharField(max_length=100)
    description = serializers.CharField(max_length=255, required=False, default="Balance Topup")


class RegisterSerializer(serializers.ModelSerializer):
    username = serializers.CharField(
        max_length=150,
        validators=[
            UniqueValidator(User.objects.all(), "A user with that username already exists.")
        ],
    )
    email = serializers.EmailField(
        validators=[UniqueValidator(User.objects.all(), "A user with that email already exists.")]
    )
    password = serializers.CharField(write_only=True, validators=[validate_password])
    role = serializers.ChoiceField(choices=[("vet", "vet")], write_only=True)
    terms_accepted = serializers.BooleanField(write_only=True)

    class Meta:
        model = User
        fields = ["username", "email", "password", "role", "terms_accepted"]

    def validate_username(self, value):
        return value.strip().lower()

    def validate_email(self, value):
        return value.strip().lower()

    def validate_terms_accepted(self, value):
        if not value:
            raise serializers.ValidationError("You must accept the terms and conditions.")
        return value

    def create(self, validated_data):
        user = User.objects.create_user(
            username=validated_data["username"],
            email=validated_data["email"],
            password=validated_data["password"],
        )
        VetProfile.objects.create(user=user, role=validated_data["role"])
        return user


class LoginSerializer(TokenObtainPairSerializer):
    """SimpleJWT's log-in answer with the account's role: access, refresh, role."""

    def validate(self, attrs):
        data = super().validate(attrs)
        data["role"] = VetProfile.objects.get_or_create(user=self.user)[0].role
        return data
