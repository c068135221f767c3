"""Log-in, registration and token refresh, on SimpleJWT's token classes and views."""
from rest_framework import status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView
from rest_framework_simplejwt.exceptions import InvalidToken
from rest_framework_simplejwt.tokens import RefreshToken
from rest_framework_simplejwt.views import TokenObtainPairView, TokenRefreshView

from .. import stats
from ..serializers import LoginSerializer, RegisterSerializer
from ..throttles import throttles


class LoginView(TokenObtainPairView):
    serializer_class = LoginSerializer
    throttle_classes = throttles()


class RegisterView(APIView):
    authentication_classes = []
    permission_classes = [AllowAny]

    def post(self, request):
        serializer = RegisterSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        refresh = RefreshToken.for_user(serializer.save())
        return Response(
            {"access": str(refresh.access_token), "refresh": str(refresh)},
            status=status.HTTP_201_CREATED,
        )


class CountedTokenRefreshView(TokenRefreshView):
    """SimpleJWT's refresh, counted (and its refusals) for the test stats."""

    def post(self, request, *args, **kwargs):
        stats.bump("refreshes")
        try:
            return super().post(request, *args, **kwargs)
        except InvalidToken:
            stats.bump("refused_refreshes")
            raise
