import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: dbb13f17fb9748f8e4baf9f8387ed9469da6ae972563cf5ffb98878f4be8b6c7
theorem pc_dbb13f17fb9748f8 : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ a b : Int, a % b + b * (a / b) = a) :=
  by paracert_iff_rfl
