"""The throttles of the list endpoints and log-in: DRF's own, only when DJANGO_THROTTLE is set."""
from django.conf import settings
from rest_framework.throttling import AnonRateThrottle, UserRateThrottle


def throttles():
    return [UserRateThrottle, AnonRateThrottle] if settings.THROTTLE else []
