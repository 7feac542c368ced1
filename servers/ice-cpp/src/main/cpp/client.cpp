// The native Ice C++ client: the loop of bench_loop.hpp (Demarey et al. 2004's X warm-up calls,
// then S steps of I calls) around Ice 3.7 C++11 proxies, so that a C++ client calls a C++ server.
// Every call is bounded by the proxy's invocation timeout and the connect by
// Ice.Override.ConnectTimeout (--timeout-ms); the connection is opened by checkedCast
// (ice_isA) before the loop, as the Java Ice client does.
#include <Ice/Ice.h>

#include <string>

#include "bench_loop.hpp"
#include "benchmark.h"
#include "reference_data.hpp"

namespace nat = mwbench_native;

namespace {

template <typename F>
struct LambdaCall final : nat::Call {
    explicit LambdaCall(F f) : f_(std::move(f)) {}
    void invoke() override { f_(); }
    F f_;
};

template <typename F>
std::unique_ptr<nat::Call> call(F f) {
    return std::make_unique<LambdaCall<F>>(std::move(f));
}

class IceCppClient final : public nat::Client {
public:
    IceCppClient(std::shared_ptr<Ice::Communicator> communicator, std::shared_ptr<mwbench::BenchmarkPrx> proxy)
        : communicator_(std::move(communicator)), proxy_(std::move(proxy)) {}

    ~IceCppClient() override { communicator_->destroy(); }

    std::unique_ptr<nat::Call> bind(const std::string& op, const std::vector<std::string>& args) override {
        auto p = proxy_;
        if (op == "ping") return call([p] { p->ping(); });
        if (op == "stamp") {
            long long t = nat::number_arg(args, 0, op);
            return call([p, t] { p->stamp(t); });
        }
        if (op == "cube") {
            long long x = nat::number_arg(args, 0, op);
            return call([p, x] { p->cube(x); });
        }
        if (op == "getString") {
            int n = static_cast<int>(nat::number_arg(args, 0, op));
            return call([p, n] { p->getString(n); });
        }
        if (op == "getItems") {
            int n = static_cast<int>(nat::number_arg(args, 0, op));
            return call([p, n] { p->getItems(n); });
        }
        if (op == "getCustomer") {
            std::string id = nat::text_arg(args, 0, op);
            return call([p, id] { p->getCustomer(id); });
        }
        if (op == "getCustomers") {
            std::string rep = nat::text_arg(args, 0, op);
            int n = static_cast<int>(nat::number_arg(args, 1, op));
            return call([p, rep, n] { p->getCustomers(rep, n); });
        }
        if (op == "echoBytes") {
            auto data = std::make_shared<mwbench::Bytes>();
            for (std::uint8_t b : mwbench_ref::bytes(static_cast<int>(nat::number_arg(args, 0, op)))) {
                data->push_back(static_cast<Ice::Byte>(b));
            }
            return call([p, data] { p->echoBytes(*data); });
        }
        if (op == "echoShorts") {
            std::vector<std::int16_t> shorts = mwbench_ref::shorts(static_cast<int>(nat::number_arg(args, 0, op)));
            auto data = std::make_shared<mwbench::Shorts>(shorts.begin(), shorts.end());
            return call([p, data] { p->echoShorts(*data); });
        }
        throw std::invalid_argument("unknown operation '" + op + "'");
    }

    /** The exception's Slice name without its module, as the Java client's simple class name. */
    std::string failure_kind(std::exception_ptr failure) override {
        try {
            std::rethrow_exception(failure);
        } catch (const Ice::Exception& e) {
            std::string id = e.ice_id();
            std::string::size_type colons = id.rfind("::");
            return colons == std::string::npos ? id : id.substr(colons + 2);
        } catch (const std::exception&) {
            return "std::exception";
        } catch (...) {
            return "unknown";
        }
    }

private:
    std::shared_ptr<Ice::Communicator> communicator_;
    std::shared_ptr<mwbench::BenchmarkPrx> proxy_;
};

std::unique_ptr<nat::Client> connect(const nat::LoopOptions& options) {
    Ice::InitializationData init;
    init.properties = Ice::createProperties();
    init.properties->setProperty("Ice.Override.ConnectTimeout", std::to_string(options.timeout_ms));
    // As the Java client: no active connection management closing and reopening the connection.
    init.properties->setProperty("Ice.ACM.Client.Close", "0");
    init.properties->setProperty("Ice.ACM.Client.Heartbeat", "0");
    auto communicator = Ice::initialize(init);
    try {
        auto base = communicator->stringToProxy(options.endpoint)->ice_invocationTimeout(static_cast<int>(options.timeout_ms));
        auto proxy = Ice::checkedCast<mwbench::BenchmarkPrx>(base);
        if (!proxy) {
            throw std::runtime_error("the endpoint is not a ::mwbench::Benchmark");
        }
        return std::make_unique<IceCppClient>(communicator, proxy);
    } catch (const Ice::Exception& e) {
        communicator->destroy();
        throw std::runtime_error(std::string("cannot connect: ") + e.ice_id());
    } catch (...) {
        communicator->destroy();
        throw;
    }
}

}  // namespace

int main(int argc, char** argv) { return nat::run_loop(argc, argv, connect); }
