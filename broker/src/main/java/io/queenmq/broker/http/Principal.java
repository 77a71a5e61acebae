package io.queenmq.broker.http;

/**
 * The caller a validated token names. Immutable.
 *
 * @param subject the token's {@code sub} claim, or null when it has none
 * @param role the highest role the token's role claims grant, or null when they grant none
 */
public record Principal(String subject, Role role) {
    /** Whether this caller may call a route requiring {@code minimum}. */
    public boolean allows(Role minimum) {
        return minimum == Role.PUBLIC || (role != null && role.covers(minimum));
    }
}
