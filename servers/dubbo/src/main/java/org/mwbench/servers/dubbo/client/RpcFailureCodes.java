package org.mwbench.servers.dubbo.client;

import org.apache.dubbo.rpc.RpcException;

/** Names of {@link RpcException}'s codes, for the failure kinds the reports count. */
final class RpcFailureCodes {
    private RpcFailureCodes() {
    }

    static String name(int code) {
        return switch (code) {
            case RpcException.NETWORK_EXCEPTION -> "NETWORK";
            case RpcException.TIMEOUT_EXCEPTION -> "TIMEOUT";
            case RpcException.BIZ_EXCEPTION -> "BIZ";
            case RpcException.FORBIDDEN_EXCEPTION -> "FORBIDDEN";
            case RpcException.SERIALIZATION_EXCEPTION -> "SERIALIZATION";
            case RpcException.NO_INVOKER_AVAILABLE_AFTER_FILTER -> "NO_INVOKER";
            case RpcException.LIMIT_EXCEEDED_EXCEPTION -> "LIMIT_EXCEEDED";
            case RpcException.TIMEOUT_TERMINATE -> "TIMEOUT_TERMINATE";
            case RpcException.METHOD_NOT_FOUND -> "METHOD_NOT_FOUND";
            default -> "UNKNOWN";
        };
    }
}
