"""Errors the web app answers with a 4xx JSON `{"error": message}`; the status is on the class."""

from __future__ import annotations


class WebError(Exception):
    status = 400

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class BadRequest(WebError):
    status = 400


class Unauthorized(WebError):
    status = 401


class Forbidden(WebError):
    status = 403


class NotFound(WebError):
    status = 404


class Conflict(WebError):
    status = 409


class TooLarge(WebError):
    status = 413


class UnsupportedMedia(WebError):
    status = 415


class TooMany(WebError):
    status = 429
