package org.mwbench.servers.tcp;

/**
 * The dispatcher of a server started with {@code whitebox=true}: a request whose opcode carries
 * {@link Opcode#TIMED} is answered as usual, then the time from its frame read to its reply frame
 * encoded (decode, dispatch, encode; not the socket reads and writes) is appended to the reply
 * ({@link Status#OK_TIMED}). Requests without the flag are answered exactly as without white-box
 * timing. A server without the option has no such dispatcher, so a flagged request is an unknown
 * opcode there.
 */
final class TimedRequestDispatcher extends RequestDispatcher {

    TimedRequestDispatcher(org.mwbench.contract.BenchmarkService service) {
        super(service);
    }

    @Override
    void dispatch(WireBuffer buffer) {
        if (!buffer.takeHeadFlag(Opcode.TIMED)) {
            super.dispatch(buffer);
            return;
        }
        long start = System.nanoTime();
        super.dispatch(buffer);
        long server = System.nanoTime() - start;
        try {
            buffer.appendToFrame(Status.OK, Status.OK_TIMED, server);
        } catch (WireFormatException e) {
            throw new AssertionError("8 more bytes fit in a frame the dispatcher just finished", e);
        }
    }
}
