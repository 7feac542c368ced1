// A native child of mwbench never outlives the JVM that started it: it exits when its standard
// input closes. The JVM holds the pipe's writing end until it closes the child, and the kernel
// closes it when the JVM dies, however it dies (kill -9 included). PR_SET_PDEATHSIG would not
// do: it fires when the *thread* that forked exits, and a JVM starts children from short-lived
// threads.
#ifndef MWBENCH_CHILD_GUARD_HPP
#define MWBENCH_CHILD_GUARD_HPP

#include <thread>
#include <unistd.h>

namespace mwbench_native {

inline void exit_when_stdin_closes() {
    std::thread([] {
        char buffer[256];
        while (::read(0, buffer, sizeof buffer) > 0) {
        }
        ::_exit(0);
    }).detach();
}

}  // namespace mwbench_native

#endif
