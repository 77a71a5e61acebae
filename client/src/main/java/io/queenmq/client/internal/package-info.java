/**
 * Internal, not API: the client's machinery (HTTP transport with failover and retries, JSON mapping, UUIDv7
 * transactionIds, push buffers, consumer workers, the streams routes). Its types are public only so that the
 * client's own packages can share them; applications must not use them, and they change without notice.
 */
package io.queenmq.client.internal;
