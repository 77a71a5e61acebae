package io.queenmq.broker.http;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.TooLongHttpContentException;

/**
 * {@link HttpObjectAggregator} whose "body too large" answers are JSON like every other error. An oversized request
 * goes downstream as a bodiless stand-in that failed with {@link TooLongHttpContentException}, so the request
 * handler answers 413 in request order and closes the connection; Netty's own handling would write a bare 413
 * past it.
 */
final class BodyLimitAggregator extends HttpObjectAggregator {
    private static final int PAYLOAD_TOO_LARGE = 413;

    BodyLimitAggregator(int maxBodyBytes) {
        super(maxBodyBytes);
    }

    @Override
    protected void handleOversizedMessage(ChannelHandlerContext ctx, HttpMessage oversized) throws Exception {
        if (!(oversized instanceof HttpRequest request)) {
            super.handleOversizedMessage(ctx, oversized);
            return;
        }
        // The aggregator discards the rest of the body and releases 'oversized' after this returns.
        FullHttpRequest standIn = new DefaultFullHttpRequest(request.protocolVersion(), request.method(),
                request.uri(), Unpooled.EMPTY_BUFFER, request.headers(), EmptyHttpHeaders.INSTANCE);
        standIn.setDecoderResult(DecoderResult.failure(new TooLongHttpContentException(tooLargeMessage(request))));
        ctx.fireChannelRead(standIn);
    }

    /** With {@code Expect: 100-continue} and a declared body over the limit, the 413 replaces the "100 Continue". */
    @Override
    protected Object newContinueResponse(HttpMessage start, int maxContentLength, ChannelPipeline pipeline) {
        Object response = super.newContinueResponse(start, maxContentLength, pipeline);
        if (response instanceof FullHttpResponse refusal && refusal.status().code() == PAYLOAD_TOO_LARGE) {
            refusal.release();
            return HttpResponses.json(start.protocolVersion(), PAYLOAD_TOO_LARGE,
                    JsonCodec.errorBody(ctx().alloc(), tooLargeMessage(start)));
        }
        return response;
    }

    private String tooLargeMessage(HttpMessage message) {
        long declaredBytes = HttpUtil.getContentLength(message, -1L);
        if (declaredBytes > maxContentLength()) {
            return "Request body too large: " + declaredBytes + " bytes (max " + maxContentLength() + ")";
        }
        // Chunked body: we stopped reading at the limit, so its size is unknown.
        return "Request body too large (max " + maxContentLength() + " bytes)";
    }
}
