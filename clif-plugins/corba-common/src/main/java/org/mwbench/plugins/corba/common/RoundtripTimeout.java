package org.mwbench.plugins.corba.common;

import java.time.Duration;
import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.omg.CORBA.Policy;
import org.omg.CORBA.PolicyError;
import org.omg.CORBA.SetOverrideType;
import org.omg.Messaging.RELATIVE_RT_TIMEOUT_POLICY_TYPE;

/**
 * The standard CORBA Messaging way to bound a call: a {@code RelativeRoundtripTimeoutPolicy}
 * overriding the reference's policies, so that every request made through it, from sending to
 * the reply, fails with {@code org.omg.CORBA.TIMEOUT} past the timeout.
 */
final class RoundtripTimeout {
    /** TimeBase::TimeT counts hundreds of nanoseconds. */
    private static final long NANOS_PER_TIME_T = 100;

    private RoundtripTimeout() {
    }

    static org.omg.CORBA.Object override(ORB orb, org.omg.CORBA.Object target, Duration timeout) throws PolicyError {
        Any value = orb.create_any();
        value.insert_ulonglong(Math.max(1, timeout.toNanos() / NANOS_PER_TIME_T));
        Policy policy = orb.create_policy(RELATIVE_RT_TIMEOUT_POLICY_TYPE.value, value);
        return target._set_policy_override(new Policy[] {policy}, SetOverrideType.ADD_OVERRIDE);
    }
}
