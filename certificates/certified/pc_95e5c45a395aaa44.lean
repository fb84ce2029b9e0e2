import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 95e5c45a395aaa44d0085449fa583d6679ac4dae42f01208a6b49e4842164725
theorem pc_95e5c45a395aaa44 : (∀ a : Int, -(-a) = a) ↔ (∀ a : Int, -(-a) = a) :=
  by paracert_iff_rfl
