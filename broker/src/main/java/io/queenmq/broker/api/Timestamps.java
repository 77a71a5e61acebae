package io.queenmq.broker.api;

import io.queenmq.broker.http.ApiException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;

/** Timestamps sent by clients (docs/http-api.md §2.7): ISO-8601, read as microseconds since the epoch. */
public final class Timestamps {
    /**
     * Accepted range: four-digit years, well inside what both microseconds since the epoch in a long and
     * PostgreSQL's timestamptz can hold (a value outside them would fail the statement, not the request).
     */
    private static final Instant EARLIEST = Instant.parse("0001-01-01T00:00:00Z");
    private static final Instant LATEST = Instant.parse("+10000-01-01T00:00:00Z");

    private Timestamps() {}

    /** ISO-8601 with an offset or Z; without one the time is taken as UTC. Null when {@code text} is not one. */
    public static Instant parseOrNull(String text) {
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException withoutOffset) {
            try {
                return LocalDateTime.parse(text).toInstant(ZoneOffset.UTC);
            } catch (DateTimeParseException e) {
                return null;
            }
        }
    }

    /** {@code text} as microseconds since the epoch; 400 naming {@code parameter} unless it is an ISO-8601 time. */
    public static long epochMicros(String parameter, String text) {
        Instant at = parseOrNull(text);
        if (at == null) {
            throw ApiException.badRequest(parameter + " must be an ISO-8601 timestamp: " + text);
        }
        return epochMicros(parameter, text, at);
    }

    /** {@code at}, parsed from {@code text}, as microseconds since the epoch; 400 outside the years 0001 to 9999. */
    public static long epochMicros(String parameter, String text, Instant at) {
        if (at.isBefore(EARLIEST) || !at.isBefore(LATEST)) {
            throw ApiException.badRequest(parameter + " must be a timestamp in the years 0001 to 9999: " + text);
        }
        return ChronoUnit.MICROS.between(Instant.EPOCH, at);
    }
}
