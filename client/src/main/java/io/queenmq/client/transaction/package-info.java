/**
 * Transactions: acks and pushes, in any queues, committed together or not at all. Start one with
 * {@link io.queenmq.client.Queen#transaction()}; build and commit it from one thread.
 */
package io.queenmq.client.transaction;
