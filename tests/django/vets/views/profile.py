"""The vet's profile (GET, PATCH multipart) and clinic applications (apply, re-apply)."""
from django.utils import timezone
from rest_framework import generics
from rest_framework.exceptions import PermissionDenied

from ..models import VetApplication, VetProfile
from ..permissions import profile_of
from ..serializers import ApplicationSerializer, ProfileSerializer, ReapplySerializer
from .common import error


class ProfileView(generics.RetrieveUpdateAPIView):
    serializer_class = ProfileSerializer
    http_method_names = ["get", "patch", "head", "options"]

    def get_object(self):
        profile = profile_of(self.request.user)
        if self.request.method == "PATCH" and profile.is_disabled:
            raise PermissionDenied("This account has been disabled.")
        return profile


class ApplicationView(generics.CreateAPIView):
    serializer_class = ApplicationSerializer

    def create(self, request, *args, **kwargs):
        last = request.user.applications.last()
        if last is not None and not last.is_declined:
            return error(400, "You already have an application under review.")
        return super().create(request, *args, **kwargs)

    def perform_create(self, serializer):
        serializer.save(user=self.request.user, created_at=timezone.now())


class ReapplyView(generics.UpdateAPIView):
    """A declined application sent again: under review once more."""

    serializer_class = ReapplySerializer
    http_method_names = ["patch", "options"]

    def get_queryset(self):
        return VetApplication.objects.filter(user=self.request.user)

    def update(self, request, *args, **kwargs):
        application = self.get_object()
        if application != request.user.applications.last():
            return error(400, "Only your latest application can be re-submitted.")
        if not application.is_declined:
            return error(400, "Only a declined application can be re-submitted.")
        return super().update(request, *args, **kwargs)

    def perform_update(self, serializer):
        serializer.save(is_declined=False)
        VetProfile.objects.filter(user=self.request.user).update(is_verified=False)
