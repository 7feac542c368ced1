package org.mwbench.plugins.dubbo.common;

import org.apache.dubbo.rpc.RpcException;

/**
 * The failure kinds of {@link RpcException}'s codes, in the form every client gives a qualified
 * kind ({@code MiddlewareClient.failureKind}: {@code "Class (qualifier)"}); constants, so that
 * the failure path of a measured call formats nothing.
 */
final class RpcFailureCodes {
    private RpcFailureCodes() {
    }

    static String kind(int code) {
        return switch (code) {
            case RpcException.NETWORK_EXCEPTION -> "RpcException (NETWORK)";
            case RpcException.TIMEOUT_EXCEPTION -> "RpcException (TIMEOUT)";
            case RpcException.BIZ_EXCEPTION -> "RpcException (BIZ)";
            case RpcException.FORBIDDEN_EXCEPTION -> "RpcException (FORBIDDEN)";
            case RpcException.SERIALIZATION_EXCEPTION -> "RpcException (SERIALIZATION)";
            case RpcException.NO_INVOKER_AVAILABLE_AFTER_FILTER -> "RpcException (NO_INVOKER)";
            case RpcException.LIMIT_EXCEEDED_EXCEPTION -> "RpcException (LIMIT_EXCEEDED)";
            case RpcException.TIMEOUT_TERMINATE -> "RpcException (TIMEOUT_TERMINATE)";
            case RpcException.METHOD_NOT_FOUND -> "RpcException (METHOD_NOT_FOUND)";
            default -> "RpcException (UNKNOWN)";
        };
    }
}
