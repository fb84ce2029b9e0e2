import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 86b6465ae4a6d848cd4d3dc061e18a154700391f61853b951f18c6c6de1b54d9
theorem pc_86b6465ae4a6d848 {G : Type} [Paracert.NegZeroClass G] : (-(0 : G) = 0) ↔ (-(0 : G) = 0) :=
  by paracert_iff_rfl
