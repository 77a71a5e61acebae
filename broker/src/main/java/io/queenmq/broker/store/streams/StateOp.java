package io.queenmq.broker.store.streams;

/**
 * One state operation of a cycle, scoped to the cycle's (query, partition).
 *
 * @param type as sent: {@code upsert} and {@code delete} are known, any other fails the cycle
 * @param valueJson the upserted value as compact JSON text
 */
public record StateOp(String type, String key, String valueJson) {
    public static final String UPSERT = "upsert";
    public static final String DELETE = "delete";
}
