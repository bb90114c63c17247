//! # fillscope-worker
//!
//! The work fillscope's page hands to its background Web Worker, as plain
//! Rust: [`handle`] takes one request's JSON text (see
//! [`fillscope_protocol`]) and returns what to post back. `main.rs` is the
//! thin wasm shell that receives messages in the worker and posts the
//! answers; everything here is tested natively with `cargo test`.

use fillscope_protocol::{Envelope, Failure, Message, Reply, Request, PROTOCOL, VERSION};

/// What the worker posts back for one message.
#[derive(Debug, PartialEq)]
pub struct Outgoing {
    /// The answer (or, for a text that was no request at all, an error of
    /// the worker as a whole).
    pub message: Message,
    /// Bytes that travel beside it (a file), if any.
    pub bytes: Option<Vec<u8>>,
}

impl Outgoing {
    fn answer(id: u64, result: Result<Reply, Failure>) -> Outgoing {
        Outgoing {
            message: Message::answer(id, result),
            bytes: None,
        }
    }
}

/// Serves one message from the page. Never panics: every failure becomes
/// an error answer.
pub fn handle(text: &str) -> Outgoing {
    let Envelope { id, request } = match Envelope::from_json(text) {
        Ok(envelope) => envelope,
        Err(rejected) => {
            return Outgoing {
                message: rejected.into_message(),
                bytes: None,
            }
        }
    };
    match request {
        Request::Ping => Outgoing::answer(
            id,
            Ok(Reply::Pong {
                protocol: PROTOCOL,
                version: VERSION.to_string(),
            }),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fillscope_protocol::Body;

    #[test]
    fn ping_gets_pong_with_the_same_id() {
        let out = handle(r#"{"id":12,"request":{"kind":"ping"}}"#);
        assert_eq!(out.bytes, None);
        assert_eq!(out.message.id, Some(12));
        assert_eq!(
            out.message.body,
            Body::Reply(Reply::Pong {
                protocol: PROTOCOL,
                version: VERSION.to_string()
            })
        );
    }

    #[test]
    fn unknown_kind_gets_an_error_answer() {
        let out = handle(r#"{"id":3,"request":{"kind":"run_c","source":"int main(){}"}}"#);
        assert_eq!(out.message.id, Some(3));
        match out.message.body {
            Body::Error(f) => assert!(f.message.contains("run_c"), "{}", f.message),
            other => panic!("expected an error, got {other:?}"),
        }
    }

    #[test]
    fn garbage_gets_an_error_of_the_worker() {
        let out = handle("\u{0}garbage");
        assert_eq!(out.message.id, None);
        assert!(matches!(out.message.body, Body::Error(_)));
    }
}
