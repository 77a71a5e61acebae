package io.queenmq.broker.http;

/**
 * The minimum role a route requires when JWT auth is on (the minimum-role column of docs/http-api.md §1), in increasing order of power:
 * {@code ADMIN} ⊇ {@code READ_WRITE} ⊇ {@code READ_ONLY}. {@code PUBLIC} routes are never checked.
 */
public enum Role {
    PUBLIC, READ_ONLY, READ_WRITE, ADMIN;

    /** Whether a holder of this role may call a route requiring {@code minimum}. */
    public boolean covers(Role minimum) {
        return ordinal() >= minimum.ordinal();
    }
}
