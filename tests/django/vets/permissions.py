"""Who may use the portal's panels: a signed-in vet who is verified and not disabled."""
from rest_framework.permissions import BasePermission

from .models import VetProfile


def profile_of(user):
    profile, _ = VetProfile.objects.get_or_create(user=user)
    return profile


class IsVerifiedVet(BasePermission):
    message = "Only a verified vet can do this."

    def has_permission(self, request, view):
        if not (request.user and request.user.is_authenticated):
            return False
        profile = profile_of(request.user)
        return profile.is_verified and not profile.is_disabled
