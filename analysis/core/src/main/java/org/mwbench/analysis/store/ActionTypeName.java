package org.mwbench.analysis.store;

/**
 * What an action type's name says, by the plans' convention {@code <middleware> <operation...> [size]}:
 * {@code tcp ping}, {@code rmi string 4096}, {@code corba-jacorb records 32}. The middleware
 * is the first word; the payload size is the last number, when the name ends with one.
 * A name may end with a placement in brackets, where the client and server were, for the
 * same calls measured in two places: {@code tcp ping [one host]}, {@code tcp ping [two hosts]}.
 * A call through a bridge (Fatoohi et al.) names its two middleware as its first word, front
 * then back: {@code soap-jaxws>rmi ping [client host]} is a SOAP client calling a bridge, on the
 * client's host, that calls an RMI server.
 */
public record ActionTypeName(String type) {

    /** The text in the brackets that end the name, or "" when it has none. */
    public String placement() {
        int open = placementStart();
        return open < 0 ? "" : type.substring(open + 1, type.length() - 1).strip();
    }

    /** The name without its placement: the same calls in every place have the same. */
    public String withoutPlacement() {
        int open = placementStart();
        return open < 0 ? type : type.substring(0, open).strip();
    }

    private int placementStart() {
        if (!type.endsWith("]")) {
            return -1;
        }
        int open = type.lastIndexOf('[');
        return open > 0 && type.charAt(open - 1) == ' ' ? open : -1;
    }

    /** The mark between a bridge's front and back middleware in an action type's first word. */
    public static final String BRIDGE = ">";

    /** Whether the calls went through a bridge: {@code soap-jaxws>rmi ping}. */
    public boolean bridged() {
        return middleware().contains(BRIDGE);
    }

    /** The middleware the client called: the bridge's front, or the only one. */
    public String front() {
        String middleware = middleware();
        int mark = middleware.indexOf(BRIDGE);
        return mark < 0 ? middleware : middleware.substring(0, mark);
    }

    /** The middleware that served the calls: the bridge's back, or the only one. */
    public String back() {
        String middleware = middleware();
        int mark = middleware.lastIndexOf(BRIDGE);
        return mark < 0 ? middleware : middleware.substring(mark + BRIDGE.length());
    }

    public String middleware() {
        int space = type.indexOf(' ');
        return space < 0 ? type : type.substring(0, space);
    }

    /** Everything after the middleware: the same operation on two middleware has the same. */
    public String operation() {
        int space = type.indexOf(' ');
        return space < 0 ? "" : type.substring(space + 1);
    }

    /** The operation without its payload size: {@code string} for {@code rmi string 4096}. */
    public String operationKind() {
        String operation = operation();
        return payloadSize() < 0 ? operation : operation.substring(0, operation.lastIndexOf(' ') + 1).trim();
    }

    /** The last number of the name, or -1 when the name does not end with one. */
    public int payloadSize() {
        int end = type.length();
        int start = end;
        while (start > 0 && Character.isDigit(type.charAt(start - 1))) {
            start--;
        }
        if (start == end || start == 0 || type.charAt(start - 1) != ' ' || end - start > 9) {
            return -1;
        }
        return Integer.parseInt(type.substring(start, end));
    }

    /** The last run of digits anywhere in the text (for wire samples such as {@code getItems(32)}), or -1. */
    static int lastNumber(String text) {
        int end = text.length();
        while (end > 0 && !Character.isDigit(text.charAt(end - 1))) {
            end--;
        }
        int start = end;
        while (start > 0 && Character.isDigit(text.charAt(start - 1))) {
            start--;
        }
        return start == end || end - start > 9 ? -1 : Integer.parseInt(text.substring(start, end));
    }
}
