package io.queenmq.broker.http;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.DefaultLastHttpContent;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.codec.http.TooLongHttpContentException;
import io.netty.util.ReferenceCountUtil;

/**
 * Between the codec and the aggregator: reserves each request body in the server's {@link InflightBodyBudget}, by
 * its declared length when the head arrives, or chunk by chunk for chunked bodies. A request that does not fit
 * now fails with {@link InflightBodyLimitException} (503), one larger than the whole budget with
 * {@link TooLongHttpContentException} (413); the aggregator then drops the rest of its body and the request
 * handler answers and closes. The reservation passes to the request's exchange when the aggregated request reaches
 * the handler ({@link #transferReservation}); whatever it did not take is released at the end of the request or
 * of the connection. Event-loop confined, one per connection.
 */
final class BodyBudgetGate extends ChannelInboundHandlerAdapter {
    private final InflightBodyBudget budget;
    private final int maxBodyBytes;
    /** Bytes reserved for the request being received. */
    private long reservedBytes;
    /** Its declared length is reserved: its chunks are not counted again. */
    private boolean declaredReserved;
    /** Failed, or already handed to the handler: its remaining chunks are not counted. */
    private boolean stopCounting;

    BodyBudgetGate(InflightBodyBudget budget, int maxBodyBytes) {
        this.budget = budget;
        this.maxBodyBytes = maxBodyBytes;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof HttpRequest request) {
            startRequest(request);
        }
        if (!(msg instanceof HttpContent content)) {
            ctx.fireChannelRead(msg);
            return;
        }
        Object forwarded = msg;
        int chunkBytes = content.content().readableBytes();
        if (!stopCounting && !declaredReserved && chunkBytes > 0) {
            Exception refusal = reserve(chunkBytes, "a chunked body");
            if (refusal != null) {
                boolean last = msg instanceof LastHttpContent;
                ReferenceCountUtil.release(msg);
                LastHttpContent failed = new DefaultLastHttpContent();
                failed.setDecoderResult(DecoderResult.failure(refusal));
                forwarded = failed;
                stopCounting = !last;
                releaseReservation();
            }
        }
        boolean endOfRequest = msg instanceof LastHttpContent;
        ctx.fireChannelRead(forwarded);
        if (endOfRequest) {
            releaseReservation();
            declaredReserved = false;
            stopCounting = false;
        }
    }

    /**
     * Hands the current request's reservation to its exchange, which releases it when answered; called by the
     * request handler when the aggregated request arrives.
     */
    long transferReservation() {
        long taken = reservedBytes;
        reservedBytes = 0;
        stopCounting = true;
        return taken;
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        releaseReservation();
        ctx.fireChannelInactive();
    }

    private void startRequest(HttpRequest request) {
        releaseReservation();
        declaredReserved = false;
        stopCounting = false;
        if (!request.decoderResult().isSuccess()) {
            return; // refused by the decoder already, perhaps for a Content-Length that is not a number
        }
        long declaredBytes = HttpUtil.getContentLength(request, -1L);
        if (declaredBytes <= 0 || declaredBytes > maxBodyBytes) {
            return; // nothing to reserve yet, or refused by the aggregator (413)
        }
        Exception refusal = reserve(declaredBytes, declaredBytes + " bytes");
        if (refusal == null) {
            declaredReserved = true;
        } else {
            request.setDecoderResult(DecoderResult.failure(refusal));
            stopCounting = true;
        }
    }

    /** Reserves {@code bytes} more for the current request, or says why not. */
    private Exception reserve(long bytes, String what) {
        long total = reservedBytes + bytes;
        if (total > budget.capacityBytes()) {
            return new TooLongHttpContentException("Request body too large: " + what + " exceeds the in-flight body "
                    + "limit of " + budget.capacityBytes() + " bytes");
        }
        if (!budget.tryReserve(bytes)) {
            return new InflightBodyLimitException("Too many request bodies in flight: " + total + " more bytes do "
                    + "not fit under " + budget.capacityBytes() + " (" + budget.heldBytes() + " held); retry later");
        }
        reservedBytes = total;
        return null;
    }

    private void releaseReservation() {
        budget.release(reservedBytes);
        reservedBytes = 0;
    }

    /** The request body does not fit in the in-flight budget right now: 503 with {@code Retry-After}. */
    static final class InflightBodyLimitException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        InflightBodyLimitException(String message) {
            super(message, null, false, false);
        }
    }
}
