import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 382d24f71e11df3f78543a57f4f7662888d598aa06dcb453de2d1e2ed34550c6
theorem pc_382d24f71e11df3f : (¬ Nat.Prime 1) ↔ (¬ Nat.Prime 1) :=
  by paracert_iff_rfl
