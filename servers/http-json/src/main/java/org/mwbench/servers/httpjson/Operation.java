package org.mwbench.servers.httpjson;

/**
 * The operations of the benchmark service over HTTP/1.1 and JSON, one path each.
 *
 * <p>The wire format, simple enough for curl:
 * <ul>
 *   <li>Request: {@code POST /mwbench/<name>} with {@code Content-Type: application/json} and
 *       a body that is a JSON array of the arguments in the contract's order ({@code []} for
 *       none). A {@code long} is a JSON integer (exact, the whole 64-bit range), a
 *       {@code byte[]} a base64 string (Jackson's default), a {@code short[]} a JSON array of
 *       integers (JSON has no 16-bit type: 1 to 6 characters and a comma a short), a
 *       {@code String} a JSON string in UTF-8.</li>
 *   <li>Reply: {@code 200} with the JSON result ({@code application/json}), or {@code 204} and
 *       no body for {@code ping}. A bean is a JSON object whose members are its properties, as
 *       Jackson maps JavaBeans; arrays are arrays.</li>
 *   <li>Failures: {@code 500} when the service threw, {@code 400} for arguments that do not
 *       parse, {@code 413} for a body above the server's limit, {@code 405} for a method other
 *       than POST, {@code 404} for an unknown path; the body is
 *       {@code {"error":"<exception class>","message":"..."}} ({@link JsonMapping#error}).</li>
 * </ul>
 * Examples: {@code POST /mwbench/getCustomers} with {@code ["rep-7",8]}, {@code POST
 * /mwbench/stamp} with {@code [9223372036854775807]}.
 */
public enum Operation {
    PING("ping"),
    STAMP("stamp"),
    GET_STRING("getString"),
    GET_ITEMS("getItems"),
    GET_CUSTOMER("getCustomer"),
    GET_CUSTOMERS("getCustomers"),
    ECHO_BYTES("echoBytes"),
    CUBE("cube"),
    ECHO_SHORTS("echoShorts");

    private final String operationName;
    private final String path;

    Operation(String operationName) {
        this.operationName = operationName;
        this.path = HttpJsonEndpoint.BASE_PATH + "/" + operationName;
    }

    /** The contract's name of the operation. */
    public String operationName() {
        return operationName;
    }

    /** The operation's path, {@code /mwbench/<name>}. */
    public String path() {
        return path;
    }
}
