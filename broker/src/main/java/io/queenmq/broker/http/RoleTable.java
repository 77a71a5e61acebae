package io.queenmq.broker.http;


/** The minimum role of each route pattern; the {@link Router} refuses a route the table does not name. */
@FunctionalInterface
public interface RoleTable {
    /** The role of {@code method} on {@code pattern} (as passed to {@link Router#add}), or null when unknown. */
    Role roleOf(String method, String pattern);
}
