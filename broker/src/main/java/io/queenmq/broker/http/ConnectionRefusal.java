package io.queenmq.broker.http;

import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.socket.ChannelInputShutdownEvent;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.util.ReferenceCountUtil;

/**
 * The whole pipeline of a connection over {@code maxConnections} (behind a response encoder): answers 503
 * {@code {"error":"Too many connections"}} as soon as it is accepted, discards whatever the client sends, and closes
 * gently (see {@link HttpRequestHandler#closeGently}). Event-loop confined, one instance per refused connection.
 */
final class ConnectionRefusal extends ChannelInboundHandlerAdapter {
    static final String MESSAGE = "Too many connections";

    private final int maxConnections;

    ConnectionRefusal(int maxConnections) {
        this.maxConnections = maxConnections;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        FullHttpResponse refusal = HttpResponses.json(HttpVersion.HTTP_1_1, 503,
                JsonCodec.errorBody(ctx.alloc(), MESSAGE));
        refusal.headers().set(HttpHeaderNames.RETRY_AFTER, "1");
        HttpUtil.setKeepAlive(refusal, false);
        ctx.writeAndFlush(refusal).addListener((ChannelFutureListener) HttpRequestHandler::closeGently);
        ctx.fireChannelActive();
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        ReferenceCountUtil.release(msg);
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
        if (event instanceof ChannelInputShutdownEvent) {
            ctx.close();
        }
        ctx.fireUserEventTriggered(event);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        ctx.close();
    }

    @Override
    public String toString() {
        return "ConnectionRefusal(max " + maxConnections + ")";
    }
}
