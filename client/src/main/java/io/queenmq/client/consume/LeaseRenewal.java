package io.queenmq.client.consume;

/**
 * The broker's answer to a lease renewal: the new expiry, or {@code success} false with
 * {@code Lease not found}, {@code Lease already expired} or {@code Lease not active}.
 */
public record LeaseRenewal(String leaseId, boolean success, String error, String expiresAt) {}
