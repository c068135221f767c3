"""Settings of the test backend; its switches come from DJANGO_* environment variables."""
import os
from datetime import timedelta
from pathlib import Path

# Where the SQLite database and uploaded files live: a fresh folder per test run.
DATA_DIR = Path(os.environ.get("DJANGO_DATA_DIR", "/tmp/vet-portal-django"))
DATA_DIR.mkdir(parents=True, exist_ok=True)

SECRET_KEY = "test-only-secret-key-not-for-production-use-0123456789"
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]

ROTATE = os.environ.get("DJANGO_ROTATE") == "1"
PAGE_SIZE = int(os.environ["DJANGO_PAGE_SIZE"]) if os.environ.get("DJANGO_PAGE_SIZE") else None
THROTTLE = os.environ.get("DJANGO_THROTTLE") or None
ACCESS_SECONDS = int(os.environ.get("DJANGO_ACCESS_SECONDS") or 300)

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "corsheaders",
    "rest_framework",
    "rest_framework_simplejwt",
    "vets",
]
if ROTATE:
    INSTALLED_APPS.append("rest_framework_simplejwt.token_blacklist")

MIDDLEWARE = [
    "vets.middleware.count_requests",
    "corsheaders.middleware.CorsMiddleware",
    "django.middleware.common.CommonMiddleware",
]

ROOT_URLCONF = "portal_api.urls"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": DATA_DIR / "db.sqlite3",
        # runserver answers on threads: a writer waits for another instead of failing.
        "OPTIONS": {"timeout": 20},
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# The marketplace's zone: DRF renders datetimes with +02:00.
TIME_ZONE = "Africa/Johannesburg"
USE_TZ = True
USE_I18N = False

MEDIA_ROOT = DATA_DIR / "media"
MEDIA_URL = "/media/"

# Fast hashing, as Django's testing docs advise: logins stay quick on a loaded machine.
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework_simplejwt.authentication.JWTAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": [
        "rest_framework.parsers.JSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
}
if PAGE_SIZE:
    REST_FRAMEWORK["DEFAULT_PAGINATION_CLASS"] = (
        "rest_framework.pagination.PageNumberPagination"
    )
    REST_FRAMEWORK["PAGE_SIZE"] = PAGE_SIZE
if THROTTLE:
    REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"] = {"user": THROTTLE, "anon": THROTTLE}

SIMPLE_JWT = {
    "ACCESS_TOKEN_LIFETIME": timedelta(seconds=ACCESS_SECONDS),
    "REFRESH_TOKEN_LIFETIME": timedelta(days=1),
    "ROTATE_REFRESH_TOKENS": ROTATE,
    "BLACKLIST_AFTER_ROTATION": ROTATE,
}

CORS_ALLOWED_ORIGINS = [
    origin.strip()
    for origin in os.environ.get("DJANGO_CORS_ORIGINS", "").split(",")
    if origin.strip()
]

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {"django": {"handlers": ["console"], "level": "WARNING"}},
}
