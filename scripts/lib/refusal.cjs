// A release step refused for a reason the operator can act on (a mistyped name, an unreadable
// pointer, a build of another remote). The release CLI prints its message as one line and exits 1;
// any other error is a fault of the tool and keeps its stack trace.
class Refusal extends Error {
  name = 'Refusal';
}

module.exports = { Refusal };
