package io.queenmq.broker.http;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.HttpRequest;

/**
 * Between the codec and the body gate: fails a request head with more than {@code maxHeaderCount} header lines.
 * {@code maxHeaderBytes} alone lets 16 KiB of one-byte headers through, thousands of entries each handler would
 * scan. The aggregator drops the body of the failed head, and the request handler answers 431 and closes.
 * Event-loop confined, one per connection.
 */
final class HeaderCountLimit extends ChannelInboundHandlerAdapter {
    private final int maxHeaderCount;

    HeaderCountLimit(int maxHeaderCount) {
        this.maxHeaderCount = maxHeaderCount;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof HttpRequest request && request.decoderResult().isSuccess()
                && request.headers().size() > maxHeaderCount) {
            request.setDecoderResult(DecoderResult.failure(new TooManyHeadersException(request.headers().size())));
        }
        ctx.fireChannelRead(msg);
    }

    /** The request head has more header lines than allowed: 431. */
    static final class TooManyHeadersException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final int headerCount;

        TooManyHeadersException(int headerCount) {
            super(null, null, false, false);
            this.headerCount = headerCount;
        }

        int headerCount() {
            return headerCount;
        }
    }
}
