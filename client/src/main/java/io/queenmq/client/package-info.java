/**
 * A Java client of Queen MQ with the JS client's grammar: start from
 * {@link io.queenmq.client.Queen#connect(String...)}, then {@code queue(name)} to configure,
 * push, pop and consume, {@code transaction()} for atomic acks and pushes, and {@code admin()}
 * for everything else. Depends on {@code java.net.http} and Jackson only. Every type is
 * thread-safe except the transaction being built ({@link io.queenmq.client.TransactionBuilder},
 * {@link io.queenmq.client.TransactionPush}).
 */
package io.queenmq.client;
