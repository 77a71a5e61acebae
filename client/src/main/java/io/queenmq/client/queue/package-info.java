/**
 * A queue's options ({@link io.queenmq.client.queue.QueueConfig}) and the answers to creating and deleting a
 * queue ({@link io.queenmq.client.queue.QueueConfigured}, {@link io.queenmq.client.queue.QueueDeleted}), as
 * {@link io.queenmq.client.QueueBuilder#create()} and {@link io.queenmq.client.QueueBuilder#delete()} use them.
 */
package io.queenmq.client.queue;
